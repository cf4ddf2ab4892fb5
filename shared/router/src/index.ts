// The part of react-router-dom the apps use: the declarative router (BrowserRouter + <Routes>), as the
// architecture describes. This package is a shared singleton, so the shell and every remote see one router
// context; react-router itself is not shared as a whole because a shared module is not tree-shaken (all of
// react-router-dom is about 66 KiB gzip, the data-router APIs alone about 34 KiB, this list about 16 KiB).
// Add what an area needs.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, Location, NavLinkProps, NavigateFunction, NavigateOptions, Params, To } from 'react-router-dom';
