/**
 * The address of another host area of the same deployment: the first label of the host name
 * replaced (`demo.club.ie` -> `backoffice.club.ie`). On a development machine (`*.localhost`)
 * the areas run on their own ports.
 */
export function areaUrl(
  area: 'backoffice' | 'myaccount',
  location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location,
): string {
  const { protocol, hostname, port } = location;
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    return area === 'backoffice'
      ? `${protocol}//localhost:4300/`
      : `${protocol}//${hostname}${port ? `:${port}` : ''}/`;
  }
  const labels = hostname.split('.');
  const rest = labels.length > 2 ? labels.slice(1).join('.') : hostname;
  return `${protocol}//${area}.${rest}${port ? `:${port}` : ''}/`;
}
