export * from './contract';
export * from './registry';
export * from './remote-boundary';
export * from './remote-behaviour';
export {
  isUnavailable,
  REMOTE_UNAVAILABLE,
  type UnavailableModule,
} from './runtime/fallback-plugin';
export * from './fallback/remote-unavailable';
export * from './remote-root';
export * from './remote-markers';
export { savesData, whenIdleAgain, whenPageIdle } from './page-idle';
export { yieldToBrowser } from './yield-to-browser';
export {
  holdServerRenderedRemotes,
  leaveServerRenderedPage,
  serverRenderLeftBehind,
  wakeServerRenderedRemotes,
  WAKE_WHEN_STORED,
} from './server-rendered-remotes';
export {
  PAGE_META,
  PAGE_TITLE,
  pageOwnsTitle,
  releasePageTitle,
  releaseServerPageHead,
  setPageTitle,
  type PageMetaTag,
} from './page-title';
