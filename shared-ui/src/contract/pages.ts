/**
 * What a remote declares about its pages (issue 33, code F3): the routes it renders, with their
 * titles and access rules, and what it adds to the shell's side menu, home, /functions and quick
 * actions. Each remote writes them once, in its own `src/pages.ts`; its build publishes them as
 * JSON in its `mf-manifest.json` (`metaData.pages`), which the shell reads before the remote's
 * code, and the remote builds its own routes from the same module. Types only: plain data, so the
 * declarations travel as JSON. Modelled on Backstage's page and nav-item extensions.
 */
import type { AccessRule, FeatureKey, NavRuleKey } from '@dpohub/domain';

/** One page: an absolute react-router pattern, rendered by the declaring remote. */
export interface PageDeclaration {
  path: string;
  /** The default top-bar title; the page may refine it through setTitle. */
  title: string;
  /** Who may open it (a rule of the domain's access policy, e.g. FEATURES.users). */
  access: AccessRule;
  /** Inside the layout (side menu, top bar); false for a public page. */
  layout: boolean;
  /** A public page that a signed-in user may still open (no redirect to the home). */
  openToSignedIn?: boolean;
}

/** An entry of the side menu. */
export interface MenuDeclaration {
  key: string;
  label: string;
  to: string;
  /** Place in the menu, among every area's entries (smaller first). */
  order: number;
  /** Shown to whoever passes this rule; absent: to everyone the other fields allow. */
  access?: AccessRule;
  /** Shown to whoever passes this named domain rule (NAV_RULES), for rules wider than a page's. */
  visibleBy?: NavRuleKey;
  /** Hidden from participants. */
  hiddenForParticipants?: boolean;
}

/** The sections of /functions (spec 1 section 2.1). */
export type FunctionSection = 'evaluations' | 'documents' | 'users' | 'activities';

/** A function card of /functions, and of the home when it says so. */
export interface CardDeclaration {
  key: string;
  title: string;
  section: FunctionSection;
  to: string;
  /** Place on /functions, among every area's cards (smaller first). */
  order: number;
  /** Who may open it; absent when always enabled. */
  access?: AccessRule;
  /** The function a client contracts for it (defaults to `key`). */
  contractKey?: FeatureKey;
  /** Open when the user may use any of these functions. */
  anyOf?: FeatureKey[];
  /** The page works on one client: an admin chooses the client before it opens. */
  needsClient?: boolean;
  /** Place on the home of admins, and whether only firm staff see it there. */
  adminHome?: number;
  firmStaffOnly?: boolean;
  /** Place on the home of client users (shown when contracted, or when not contractable). */
  clientHome?: number;
}

/** An option of the home's quick actions. */
export interface QuickActionDeclaration {
  key: string;
  label: string;
  to: string;
  order: number;
  access: AccessRule;
}

/** Everything one remote declares, keyed by page. */
export interface RemotePages {
  pages: Record<string, PageDeclaration>;
  menu?: MenuDeclaration[];
  cards?: CardDeclaration[];
  quickActions?: QuickActionDeclaration[];
}
