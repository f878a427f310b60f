/** The nginx executable, or undefined (NGINX_PATH first, then the usual places). */
export function findNginx(): string | undefined;
/** The nginx executable, installed from Debian's packages when missing and root; exits 1 otherwise. */
export function ensureNginx(): string;
