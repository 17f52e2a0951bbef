// `node e2e/support/free-ports.mjs <port>…`: prints, as JSON, which of the ports something already
// listens on (127.0.0.1), and a base port from which the journeys' three ports are all free.
// playwright.config.ts runs it before the journeys start, so a taken port is said plainly.
import net from 'node:net';

const free = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const ports = process.argv.slice(2).map(Number);
const taken = [];
for (const port of ports) if (!(await free(port))) taken.push(port);
let suggestion = null;
if (taken.length) {
  // The same layout as the config: the shop's port, mail at +1000, texts at +1001.
  for (let base = 3200; base < 3999 && suggestion === null; base += 100) {
    if (base === ports[0]) continue;
    if ((await free(base)) && (await free(base + 1000)) && (await free(base + 1001))) suggestion = base;
  }
}
console.log(JSON.stringify({ taken, suggestion }));
