// Runs bcrypt off the main thread (plain JavaScript so it loads in a worker without a TypeScript loader).
// Messages: { id, op: 'hash', password, cost } → { id, result: hash } and
//           { id, op: 'verify', password, hash } → { id, result: boolean }; failures → { id, error }.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', (msg) => {
  try {
    const result =
      msg.op === 'hash'
        ? bcrypt.hashSync(msg.password, bcrypt.genSaltSync(msg.cost))
        : bcrypt.compareSync(msg.password, msg.hash);
    parentPort.postMessage({ id: msg.id, result });
  } catch (e) {
    parentPort.postMessage({ id: msg.id, error: String(e && e.message ? e.message : e) });
  }
});
