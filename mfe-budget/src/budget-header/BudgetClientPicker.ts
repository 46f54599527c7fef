// The client picker of the budget header, in a module of its own so that only a firm admin, the
// one user who picks a client here, loads it (issue 34 bound 1).
export { ClientPicker } from '@dpohub/shared-ui';
