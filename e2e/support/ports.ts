import { AREAS, type AreaName } from '@diva/contracts';

/** The e2e platform runs beside a developer's `npm start` (3000–3008, 54321) without clashing. */
export const E2E_SHELL_PORT = 3100;
export const E2E_BACKEND_PORT = 54331;
export const e2eRemotePort = (area: AreaName): number => AREAS[area].port + 100;
