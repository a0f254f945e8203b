import type { HostArea } from '@touchline/contracts';
import {
  areaUrl,
  clubSiteUrl,
  selectClubAccount,
  selectHasRole,
  selectHostArea,
  selectRunClub,
  selectUser,
  signInTarget,
  signOut,
  useAppDispatch,
  useAppSelector,
  useFollowWithSession,
} from '@touchline/store';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AuthMessages, useAuthT } from '../messages/auth-messages';
import { registerSession } from '../session/register-session';
import { leaveSiteFor } from '../steps/leave-site';
import { useSession } from '../session/use-session';
import { useSsoLoginUrl } from '../steps/sso-button';
import { selectLoginDialog, useSignInOffer } from './use-sign-in-offer';
import styles from './user-menu.module.css';

registerSession();

/** 'Go to my club' is for the club's back-office roles (Owner, Admin, Editor…), 'My account' for members. */
const selectRunsAClub = selectHasRole(
  'Owner',
  'Admin',
  'Editor',
  'Registrar',
  'Treasurer',
  'LottoCoordinator',
);
const selectIsMember = selectHasRole('Member');

export interface UserMenuProps {
  area?: HostArea;
}

/** The header's user menu: a greeting with the user's links, or a sign-in icon when anonymous. */
export default function UserMenu({ area }: UserMenuProps) {
  return (
    <AuthMessages>
      <UserMenuContent area={area} />
    </AuthMessages>
  );
}

function UserMenuContent({ area }: UserMenuProps) {
  useSession(area);
  const { lapsedReturn } = useSignInOffer(area);
  const user = useAppSelector(selectUser);
  const runClub = useAppSelector(selectRunClub);
  if (!user) return <SignInIcon redirect={lapsedReturn} />;
  // 'Go to my club' leads to the back office from a club's site or the account area; from the
  // back office, to the site of the club the user runs.
  const clubHome =
    area === 'backoffice' ? runClub && clubSiteUrl(runClub.slug) : areaUrl('backoffice');
  // The 'Verify your email' notice is the host's to place, in its page (./AccountNotices).
  return <SignedInMenu firstName={user.first_name} clubHome={clubHome} />;
}

/** `redirect`: the page to come back to once signed in (a session that lapsed on it). */
function SignInIcon({ redirect }: { redirect?: string }) {
  const club = useAppSelector(selectClubAccount);
  const area = useAppSelector(selectHostArea);
  // With mandatory SSO, signing in on a club's site goes straight to the club's login.
  if (club?.sso?.mode === 'mandatory' && (area === 'site' || area === 'club')) {
    return <SsoSignInLink />;
  }
  return <DialogSignInLink redirect={redirect} />;
}

function SsoSignInLink() {
  const location = useLocation();
  const url = useSsoLoginUrl(`${location.pathname}${location.search}`);
  const t = useAuthT();
  if (!url) return null;
  return (
    <a href={url} className={styles.signIn} aria-label={t('userMenu.signIn')}>
      <PersonIcon />
    </a>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-3.3 0-10 1.7-10 5v3h20v-3c0-3.3-6.7-5-10-5z"
      />
    </svg>
  );
}

/** Sign-in from the header: the dialog over the page, or a page when the club turns it off. */
function DialogSignInLink({ redirect }: { redirect?: string }) {
  const location = useLocation();
  const loginDialog = useAppSelector(selectLoginDialog);
  const target = signInTarget(loginDialog, location, redirect);
  // Already in the flow: the dialog keeps the page it was opened over.
  const onAuthPage = location.pathname.startsWith('/authentication');
  const t = useAuthT();
  return (
    <Link
      to={target.to}
      state={onAuthPage ? location.state : target.state}
      className={styles.signIn}
      aria-label={t('userMenu.signIn')}
    >
      <PersonIcon />
    </Link>
  );
}

function SignedInMenu({ firstName, clubHome }: { firstName: string; clubHome?: string }) {
  const t = useAuthT();
  const dispatch = useAppDispatch();
  const runsAClub = useAppSelector(selectRunsAClub);
  const isMember = useAppSelector(selectIsMember);
  // Both entries lead to another host: the session goes along, so nobody signs in twice.
  const followWithSession = useFollowWithSession(leaveSiteFor);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={ref} className={styles.menu}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('userMenu.hello', { firstName })}
      </button>
      <ul id={menuId} className={styles.list} hidden={!open}>
        {runsAClub && clubHome && (
          <li>
            <a className={styles.item} href={clubHome} onClick={followWithSession}>
              {t('userMenu.goToMyClub')}
            </a>
          </li>
        )}
        {isMember && (
          <li>
            <a className={styles.item} href={areaUrl('myaccount')} onClick={followWithSession}>
              {t('userMenu.myAccount')}
            </a>
          </li>
        )}
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              setOpen(false);
              dispatch(signOut({ announce: true }));
            }}
          >
            {t('userMenu.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
