/**
 * Spec 4 ("Terms of use and privacy notice content"): the last change reads May 2023 in one
 * version and September 2021 in another; the portal shows the newer one.
 */
export const TERMS_LAST_CHANGE = 'maio de 2023';
export const DPO_EMAIL = 'dpo@dpohub.com.br';
