import { Component, Suspense, use, useState, type ErrorInfo, type ReactNode } from 'react';
import type { ExposedModule, RemoteName } from './contract';
import { loadExposed, resetRemote } from './registry';

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
      return this.props.fallback({ remote: this.props.remote, retry: this.retry });
    }
    return this.props.children;
  }
}

function ExposedComponent({ id, props }: { id: string; props: object }) {
  const module = use(loadExposed(id)) as ExposedModule;
  const Exposed = module.default;
  return <Exposed {...props} />;
}

export interface RemoteSlotProps {
  remote: RemoteName;
  /** The exposed module, e.g. `./routes` or `./CartButton`. */
  expose: string;
  /** Shown while the remote loads. */
  loading?: ReactNode;
  /** Shown when the remote cannot be loaded or throws; gets a retry. */
  fallback: (props: RemoteFallbackProps) => ReactNode;
  props?: object;
}

/** Places one exposed module of a remote behind Suspense and an error boundary. */
export function RemoteSlot({
  remote,
  expose,
  loading = null,
  fallback,
  props = {},
}: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
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
      <Suspense fallback={loading}>
        <ExposedComponent id={id} props={props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
