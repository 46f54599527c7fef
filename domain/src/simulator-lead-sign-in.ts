/**
 * The portal's fixed OAuth client, with which the lead of the public simulator signs in through
 * POST /oauth/token (spec 4 section 7, spec 1 section 7: "fixed client basic credentials").
 */
export const LEAD_OAUTH_CLIENT = { id: 'dpohub-portal', secret: 'dpohub-portal-secret' } as const;
