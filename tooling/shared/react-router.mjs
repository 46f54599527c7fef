// The one router of a page, as shared with Module Federation: React Router's declarative API
// (components, hooks and path helpers), not its data, framework or server APIs. A shared module
// is never tree-shaken (its consumers are unknown when it is built), so sharing 'react-router-dom'
// itself would ship the whole library (about 57 KB gzip) to every page; re-exporting a fixed list
// lets webpack drop the rest. Every build provides the same list (tooling/mf-shared.js), so a
// remote finds every name it may import in the shell's copy; tooling/shared-router.test.js fails
// when code imports a name missing here. '@dpohub/react-router-impl' is an alias of
// react-router's own ESM entry (tooling/webpack-preset.js), so this file never consumes itself.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useRoutes,
  useHref,
  useResolvedPath,
  useInRouterContext,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useLinkClickHandler,
  matchPath,
  matchRoutes,
  generatePath,
  resolvePath,
  createSearchParams,
  createPath,
  parsePath,
  NavigationType,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  // The shell's router keeps its own history, to know when a navigation is pending (ShellRouter).
  UNSAFE_createBrowserHistory,
} from '@dpohub/react-router-impl';
