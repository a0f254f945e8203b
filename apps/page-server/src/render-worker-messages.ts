// The messages between the page server's thread and a release's render worker.

/** What a remote's `renderRemotePage` answers: its page, or nothing when it declines. */
export interface RemotePage {
  markup: string;
  release: string;
  data?: unknown;
  title?: string;
  meta?: unknown;
}

export type ToWorker =
  | { type: 'render'; id: number; request: Record<string, unknown> }
  | { type: 'abort'; id: number }
  | { type: 'ping'; id: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; page: RemotePage | undefined }
  | { type: 'failed'; id: number; message: string }
  | { type: 'pong'; id: number };

export interface RenderWorkerData {
  /** The release's ssr/render.cjs. */
  file: string;
}
