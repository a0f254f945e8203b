import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { selectFeature, useAppSelector } from '@touchline/store';
import { Link, useLocation, useNavigate } from 'react-router';
import styles from './auth-frame.module.css';

export type AuthMode = 'page' | 'dialog';

const selectRedirectAfterLogin = selectFeature('redirect_after_login');

interface ModeValue {
  mode: AuthMode;
  /** In dialog mode: sets the dialog's title. */
  setTitle: (title: string) => void;
}

const ModeContext = createContext<ModeValue>({ mode: 'page', setTitle: () => undefined });

export const AuthModeProvider = ModeContext.Provider;

export const useAuthMode = () => useContext(ModeContext).mode;

/** The query parameters every step passes on to the next. */
const KEPT_PARAMS = ['origin', 'redirect'];

/** Where the header opened the dialog from (kept in the history entry's state). */
export interface DialogState {
  backgroundLocation?: { pathname: string; search: string; hash: string };
}

/**
 * Goes to another step: the `origin` and `redirect` parameters go along; in dialog mode the
 * step replaces the current history entry, so closing goes back to the page behind.
 */
export function useStepNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  const mode = useAuthMode();
  return (path: string, extra: Record<string, string> = {}) => {
    void navigate(stepHref(path, location.search, extra), {
      replace: mode === 'dialog',
      state: location.state,
    });
  };
}

/** The address of a step, with the kept parameters of `search` and `extra` ones. */
export function stepHref(path: string, search: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(search);
  const next = new URLSearchParams();
  for (const key of KEPT_PARAMS) {
    const value = params.get(key);
    if (value !== null) next.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) next.set(key, value);
  const query = next.toString();
  return `/authentication/${path}${query ? `?${query}` : ''}`;
}

/** A link to another step (see `useStepNavigate`). */
export function StepLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const mode = useAuthMode();
  return (
    <Link
      to={stepHref(to, location.search)}
      replace={mode === 'dialog'}
      state={location.state}
      className={className}
    >
      {children}
    </Link>
  );
}

/**
 * Leaves the flow: to `redirect` when given; else home when the club's `redirect_after_login`
 * is on; else back to the page behind the dialog (a page of its own goes home).
 */
export function useLeaveFlow() {
  const navigate = useNavigate();
  const location = useLocation();
  const mode = useAuthMode();
  const redirectAfterLogin = useAppSelector(selectRedirectAfterLogin);
  return () => {
    const redirect = new URLSearchParams(location.search).get('redirect');
    if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) {
      void navigate(redirect, { replace: true });
    } else if (redirectAfterLogin) {
      void navigate('/', { replace: true });
    } else if (mode === 'dialog' && location.key !== 'default') {
      void navigate(-1);
    } else {
      void navigate('/', { replace: true });
    }
  };
}

/** Closes the dialog: back to the page behind it (or home when the dialog was opened directly). */
export function useCloseDialog() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    const background = (location.state as DialogState | null)?.backgroundLocation;
    if (location.key !== 'default') void navigate(-1);
    else
      void navigate(background ? background.pathname + background.search : '/', { replace: true });
  };
}

/**
 * One step's frame: a page with its heading, or the dialog's content (the dialog shows the
 * title). The first empty field (else the first control) takes the focus when the step changes:
 * in a dialog always; on a page once the visitor has moved on from the step they arrived on (the
 * control they used went with the step before), not on arrival, where they start from the top.
 */
export function StepFrame({ title, children }: { title: string; children: ReactNode }) {
  const { mode, setTitle } = useContext(ModeContext);
  const arrived = useLocation().key === 'default';
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (mode !== 'dialog') return;
    setTitle(title);
  }, [mode, setTitle, title]);
  useEffect(() => {
    if (mode !== 'dialog' && arrived) return;
    const container = ref.current;
    if (!container) return;
    const empty = [
      ...container.querySelectorAll<HTMLInputElement>('input:not([readonly]):not([type=checkbox])'),
    ].find((input) => input.value === '');
    (empty ?? container.querySelector<HTMLElement>('input, button, a[href]'))?.focus();
  }, [mode, arrived]);
  if (mode === 'dialog') {
    return (
      <div ref={ref} className={styles.step}>
        {children}
      </div>
    );
  }
  return (
    <section ref={ref} className={styles.page}>
      <h1 id="auth-step-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
