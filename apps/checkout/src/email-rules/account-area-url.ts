/**
 * The member account area (the `myaccount` host area) of the deployment the page is on: the
 * first label of the host name replaced (`demo.club.ie` -> `myaccount.club.ie`), or put in front
 * of a single-label host (`localhost` -> `myaccount.localhost`). Protocol and port are kept.
 */
export function accountAreaUrl(
  location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location,
): string {
  const { protocol, hostname, port } = location;
  const labels = hostname.split('.');
  const domain = labels.length > 1 ? labels.slice(1) : labels;
  return `${protocol}//${['myaccount', ...domain].join('.')}${port ? `:${port}` : ''}/`;
}
