import { Link } from 'react-router';

/** What a remote's harness lists on its `/`: the remote's exposes and its pages' paths. */
export interface HarnessIndex {
  exposes: readonly string[];
  paths: readonly string[];
  /** Whether the remote routes a page at `/` itself (the storefront's home). */
  servesRoot: boolean;
}

/** The index a remote's development build defines; none in tests and production builds. */
export function readHarnessIndex(): HarnessIndex | undefined {
  return typeof __TOUCHLINE_HARNESS_INDEX__ === 'undefined'
    ? undefined
    : __TOUCHLINE_HARNESS_INDEX__;
}

/** The remote's exposes and a link to each of its pages (a path with parameters as text). */
export function HarnessIndexList({ index }: { index: HarnessIndex }) {
  return (
    <nav aria-label="Routes of this remote">
      <p>
        Exposes:{' '}
        {index.exposes.map((name, at) => (
          <span key={name}>
            {at > 0 && ', '}
            <code>{name}</code>
          </span>
        ))}
      </p>
      <ul>
        {index.paths.map((path) => (
          <li key={path}>
            {path.includes('/:') ? <code>{path}</code> : <Link to={path}>{path}</Link>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
