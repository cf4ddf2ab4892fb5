// What every remote exposes as `./App`: the remote's own module (aliased per build as @diva/remote-app) plus the
// build label given at build time (DIVA_BUILD_LABEL), which the shell shows under the area when it is set.
import RemoteApp, { area } from '@diva/remote-app';

export { area };
export const buildLabel: string | undefined = process.env.DIVA_BUILD_LABEL || undefined;
export default RemoteApp;
