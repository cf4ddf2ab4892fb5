import { AREAS, type AreaName, SHELL_PORT } from '@diva/contracts';

// The e2e platform runs beside a developer's `npm start` (3000–3008, 54321) without clashing: shell on 3100,
// remotes on 3101–3108, backend on 54331. E2E_PORT_OFFSET moves all of them (two runs on one machine).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 100);

export const E2E_SHELL_PORT = SHELL_PORT + offset;
export const E2E_BACKEND_PORT = 54231 + offset;
export const e2eRemotePort = (area: AreaName): number => AREAS[area].port + offset;
