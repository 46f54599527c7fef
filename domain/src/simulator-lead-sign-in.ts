/**
 * The portal's fixed OAuth client (spec 1 section 7: "fixed client basic credentials"), with which
 * users and the lead of the public simulator (spec 4 section 7) sign in through POST /oauth/token.
 */
export const PORTAL_OAUTH_CLIENT = { id: 'dpohub-portal', secret: 'dpohub-portal-secret' } as const;
