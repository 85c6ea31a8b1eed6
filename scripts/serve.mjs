// Serves the static site in www/ on localhost (PORT, default 8080) with correct MIME types,
// `application/wasm` included, so the page can stream-compile the module.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = fileURLToPath(new URL('../www', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const files = sirv(root, { dev: true, etag: true });
createServer(files).listen(port, host, () => {
  console.log(`Serving ${root} at http://localhost:${port}/ (Ctrl+C to stop)`);
});
