import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiLocationFor, shippedNginxDir } from '../../deploy/support/nginx-example';
import { freePort } from './free-port';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

// The shipped files, under the names example-site.conf includes them by.
const shippedIncludes = [
  ['gofy-portal.conf', 'portal.conf'],
  ['gofy-api.conf', 'api.conf'],
] as const;

/**
 * Debian's nginx serving `root` with the shipped configuration (deploy/nginx/) and, at `/api/`,
 * example-site.conf's own `location /api/` in front of `apiUrl`, sending upstream the name
 * this nginx is reached by as the example sends the portal's. `confDir` must already hold
 * `gofy-portal/security-headers.conf` and `api-security-headers.conf`, written by
 * deploy/configure.js; several instances may share it.
 */
export async function startNginx(options: { root: string; confDir: string; apiUrl: string }) {
  if (!existsSync(nginxPath)) {
    throw new Error(
      `nginx not found at ${nginxPath}. Install it (apt-get install -y nginx-light) or set NGINX_PATH.`,
    );
  }
  const { confDir } = options;
  // nginx started as root reads files as an unprivileged user; a temporary directory is 0700.
  for (let dir = options.root; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (dir === tmpdir()) break;
    await chmod(dir, 0o755);
  }
  for (const [shipped, installed] of shippedIncludes) {
    await copyFile(
      path.join(shippedNginxDir, shipped),
      path.join(confDir, 'gofy-portal', installed),
    );
  }
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  // nginx resolves `include gofy-portal/...` against the directory of its main file.
  const conf = path.join(confDir, `nginx-${port}.conf`);
  const temp = path.join(confDir, `temp-${port}`);
  const errorLog = path.join(confDir, `error-${port}.log`);
  await mkdir(temp, { recursive: true });
  await writeFile(
    conf,
    `daemon off;
worker_processes 1;
pid ${path.join(confDir, `nginx-${port}.pid`)};
error_log ${errorLog} warn;
events { worker_connections 128; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  server_tokens off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  server {
    listen ${host};
    root ${options.root};
    include gofy-portal/portal.conf;
${apiLocationFor({ upstream: options.apiUrl, host })}
  }
}
`,
  );
  const args = ['-p', confDir, '-c', conf, '-e', errorLog];
  // A configuration error is reported now, with nginx's own message.
  await promisify(execFile)(nginxPath, [...args, '-t']);
  const child: ChildProcess = spawn(nginxPath, args, { stdio: 'ignore' });
  const url = `http://${host}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fetch(`${url}/sw.js`, { method: 'HEAD' });
      break;
    } catch (error) {
      if (attempt > 100 || child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    /** Has nginx read its configuration again, as after a deployment changed it. */
    reload: () => promisify(execFile)(nginxPath, [...args, '-s', 'reload']),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
