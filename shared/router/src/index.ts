// The part of react-router-dom the apps use. This package is a shared singleton, so the shell and every remote
// see one router context; react-router itself is not shared as a whole because a shared module is not
// tree-shaken (all of react-router-dom is about 66 KiB gzip, this list about 34 KiB). Add what an area needs.
export {
  Form,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  useBlocker,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, NavigateOptions, Location, Params, RouteObject, To } from 'react-router-dom';
