import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './free-port';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const shippedConf = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../deploy/nginx/gofy-portal.conf',
);

/**
 * Debian's nginx serving `root` with the shipped configuration (deploy/nginx/), proxying the
 * API to `apiUrl` the way example-site.conf does. `confDir` must already hold
 * `gofy-portal/security-headers.conf`, written by deploy/configure.js.
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
  const temp = path.join(confDir, 'temp');
  await mkdir(temp, { recursive: true });
  await copyFile(shippedConf, path.join(confDir, 'gofy-portal', 'portal.conf'));
  const port = await freePort();
  const conf = path.join(confDir, 'nginx.conf');
  await writeFile(
    conf,
    `daemon off;
worker_processes 1;
pid ${path.join(confDir, 'nginx.pid')};
error_log ${path.join(confDir, 'error.log')} warn;
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
    listen 127.0.0.1:${port};
    root ${options.root};
    include gofy-portal/portal.conf;
    location /api/ {
      include gofy-portal/security-headers.conf;
      proxy_pass ${options.apiUrl};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const args = ['-p', confDir, '-c', conf, '-e', path.join(confDir, 'error.log')];
  // A configuration error is reported now, with nginx's own message.
  await promisify(execFile)(nginxPath, [...args, '-t']);
  const child: ChildProcess = spawn(nginxPath, args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
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
