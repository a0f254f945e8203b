import {
  Component,
  createContext,
  Suspense,
  use,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import {
  remoteId,
  type ExposedModule,
  type ComponentExposeName,
  type ExposeProps,
  type RemoteName,
} from './contract';
import { loadExposed, resetRemote } from './registry';
import { RemoteRoot } from './remote-root';
import { remoteTookOver, remoteWoken, serverRenderedContent } from './server-rendered-remotes';

/** A remote's content rendered by the remote's own server render: its markup and release. */
export interface PrerenderedRemote {
  release: string;
  html: string;
}

/**
 * The remotes' content a host's server render already has, by exposed module id
 * (`storefront/routes`): the slot sends it in place of the remote's tree, which the browser's
 * remote hydrates once loaded (docs/adr/0016-*). Empty in the browser.
 */
export const PrerenderedRemotesContext = createContext<Readonly<Record<string, PrerenderedRemote>>>(
  {},
);

export interface RemoteFallbackProps {
  remote: RemoteName;
  retry: () => void;
}

interface BoundaryProps {
  remote: RemoteName;
  fallback: (props: RemoteFallbackProps) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/** Render layer of the failure handling: a remote that throws only blanks its own slot. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed`, error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) {
      const { remote } = this.props;
      // Content the server sent for this page stays readable when the remote's code cannot load.
      const server = serverRenderedContent(remote);
      return (
        <>
          {this.props.fallback({ remote, retry: this.retry })}
          {server && <RemoteRoot remote={remote} release={server.release} html={server.html} />}
        </>
      );
    }
    return this.props.children;
  }
}

/** The held loads, by the wake they wait for. */
const heldLoads = new WeakMap<Promise<void>, Map<string, Promise<unknown>>>();

/**
 * The module's load, once its remote may load: a remote whose content came with the page waits
 * for the visitor (server-rendered-remotes.ts), and its slot keeps the server's markup meanwhile.
 * The same promise while it waits, as React's `use` needs.
 */
function loadWhenWoken(id: string): Promise<unknown> {
  const woken = remoteWoken(id.split('/')[0] as RemoteName);
  if (!woken) return loadExposed(id);
  let loads = heldLoads.get(woken);
  if (!loads) heldLoads.set(woken, (loads = new Map()));
  let load = loads.get(id);
  if (!load) {
    load = woken.then(() => loadExposed(id));
    loads.set(id, load);
  }
  return load;
}

function ExposedComponent({ id, props }: { id: string; props: object }) {
  const prerendered = useContext(PrerenderedRemotesContext)[id];
  const remote = id.split('/')[0] as RemoteName;
  if (prerendered) {
    return <RemoteRoot remote={remote} release={prerendered.release} html={prerendered.html} />;
  }
  return <LoadedExposed id={id} remote={remote} props={props} />;
}

function LoadedExposed({ id, remote, props }: { id: string; remote: RemoteName; props: object }) {
  const module = use(loadWhenWoken(id)) as ExposedModule;
  // The first commit of the remote's tree: content the server sent for it is now the remote's.
  useEffect(() => remoteTookOver(remote), [remote]);
  const Exposed = module.default;
  return <Exposed {...props} />;
}

const NO_PROPS = {};

/** Props are optional when the expose's props type has no required property. */
type PropsOf<P> = Record<never, never> extends P ? { props?: P } : { props: P };

export type RemoteSlotProps<
  R extends RemoteName = RemoteName,
  E extends ComponentExposeName<R> = ComponentExposeName<R>,
> = {
  remote: R;
  /** The exposed module, e.g. `./routes` or `./CartButton`: one the remote's contract names. */
  expose: E;
  /** Shown while the remote loads. */
  loading?: ReactNode;
  /** Shown when the remote cannot be loaded or throws; gets a retry. */
  fallback: (props: RemoteFallbackProps) => ReactNode;
} & PropsOf<ExposeProps<R, E>>;

/**
 * Places one exposed module of a remote behind Suspense and an error boundary. The remote, the
 * expose and its props are checked against the remote contract (`RemoteContract`).
 */
export function RemoteSlot<R extends RemoteName, E extends ComponentExposeName<R>>({
  remote,
  expose,
  loading = null,
  fallback,
  props,
}: RemoteSlotProps<R, E>) {
  const [attempt, setAttempt] = useState(0);
  const id = remoteId(remote, expose);
  const exposedProps = props ?? NO_PROPS;
  // The same element while the module and its props are the same: a re-render of the host
  // leaves the slot alone, so a slot whose server markup waits for the remote to hydrate it is
  // not thrown away (React drops a dehydrated boundary that receives an update).
  const content = useMemo(
    () => (
      <Suspense fallback={loading}>
        <ExposedComponent id={id} props={exposedProps} />
      </Suspense>
    ),
    // `loading` is what shows while the module loads; a new element of it changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, exposedProps],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      fallback={fallback}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((n) => n + 1);
      }}
    >
      {content}
    </RemoteErrorBoundary>
  );
}
