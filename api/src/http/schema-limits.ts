import { DEFAULT_INPUT_MAX_LENGTH, NAME_MAX_LENGTH } from '@dpohub/domain';

/** Longest name the API stores (people, clients, lawyers). */
export { NAME_MAX_LENGTH };

/** Free text follows the spec's default input length (spec 1 section 9). */
export const TEXT_MAX_LENGTH = DEFAULT_INPUT_MAX_LENGTH;
