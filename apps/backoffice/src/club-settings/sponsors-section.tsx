import type { BackofficeSponsor } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { useServerRead } from '@touchline/store/server-data';
import { Button, SkeletonLines, useDialogs } from '@touchline/ui';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './club-settings.module.css';
import { clubSponsorsRead, NO_ARGS } from './club-settings-reads';
import own from './sponsors.module.css';
import { SponsorForm } from './sponsor-form';
import { movedIds } from './sponsor-order';
import { SponsorsPreview } from './sponsors-preview';

/** The form open: adding a sponsor, or editing the one of this id. */
type Editing = { kind: 'add' } | { kind: 'edit'; id: number } | null;

const NO_SPONSORS_YET: readonly BackofficeSponsor[] = [];
const ADD_BUTTON_ID = 'sponsor-add';
const buttonId = (sponsor: BackofficeSponsor, action: 'edit' | 'up' | 'down') =>
  `sponsor-${sponsor.id}-${action}`;

/**
 * The club's sponsors: listed in the club's order, each added, edited, moved and removed at
 * once (every change is saved and audited on its own), with the home's strip as the site shows
 * it.
 */
export function SponsorsSection({ onSaved }: { onSaved: () => void }) {
  const t = useBackofficeT();
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const { read, replace } = useServerRead(clubSponsorsRead, NO_ARGS, {
    notifyFailure: true,
    failureText: t('sponsors.loadFailed'),
  });
  // Changes are made to the list as it is now: a kept answer shows as loading until it is read
  // afresh.
  const loaded = read.state === 'loaded' && read.refreshing ? { state: 'loading' as const } : read;
  const sponsors = loaded.state === 'loaded' ? loaded.value : NO_SPONSORS_YET;
  // A change's answer comes after an await: it applies to the list as it is then.
  const latest = useRef<readonly BackofficeSponsor[] | null>(null);
  useEffect(() => {
    latest.current = loaded.state === 'loaded' ? loaded.value : null;
  });
  /** The list as a change left it; nothing changes before it has loaded. */
  const setSponsors = (next: (current: readonly BackofficeSponsor[]) => BackofficeSponsor[]) => {
    if (latest.current) replace(next(latest.current));
  };
  const [editing, setEditing] = useState<Editing>(null);
  const [moving, setMoving] = useState(false);

  /** Closes the form and gives the focus back to the button that opened it. */
  const closeForm = (focusId: string) => {
    flushSync(() => setEditing(null));
    document.getElementById(focusId)?.focus();
  };

  const saved = (sponsor: BackofficeSponsor) => {
    const added = !sponsors.some((other) => other.id === sponsor.id);
    setSponsors((current) =>
      added
        ? [...current, sponsor]
        : current.map((other) => (other.id === sponsor.id ? sponsor : other)),
    );
    notify.success(t(added ? 'sponsors.added' : 'sponsors.saved', { name: sponsor.name }));
    onSaved();
    closeForm(added ? ADD_BUTTON_ID : buttonId(sponsor, 'edit'));
  };

  /**
   * Saves the order with one sponsor moved a place. The first one's Move up and the last one's
   * Move down are `aria-disabled` (the Button ignores their presses). The row moves in the
   * document, which takes the focus from its button; it is given back once React has rendered.
   */
  const move = async (index: number, to: number, focusId: string) => {
    if (moving) return;
    setMoving(true);
    try {
      const { data } = await calls.orderClubSponsors({ ids: movedIds(sponsors, index, to) });
      // Moved and available again in one render, so the next press is taken at once.
      flushSync(() => {
        setSponsors(() => data);
        setMoving(false);
      });
      document.getElementById(focusId)?.focus();
      notify.success(t('sponsors.orderSaved'));
      onSaved();
    } catch (error) {
      setMoving(false);
      notify.apiError(error);
    }
  };

  const remove = (sponsor: BackofficeSponsor) =>
    dialogs.confirm({
      title: t('sponsors.removeTitle', { name: sponsor.name }),
      message: t('sponsors.removeMessage', { name: sponsor.name }),
      confirmLabel: t('sponsors.removeConfirm'),
      confirmVariant: 'danger',
      action: async () => {
        try {
          const { data } = await calls.removeClubSponsor(sponsor.id);
          setSponsors(() => data);
          if (editing?.kind === 'edit' && editing.id === sponsor.id) setEditing(null);
          notify.success(t('sponsors.removed', { name: sponsor.name }));
          onSaved();
        } catch (error) {
          notify.apiError(error);
          throw error;
        }
      },
    });

  const edited = editing?.kind === 'edit' ? sponsors.find((s) => s.id === editing.id) : undefined;

  return (
    <section className={styles.form} aria-labelledby="sponsors-title">
      <h2 id="sponsors-title">{t('sponsors.title')}</h2>
      <p className={styles.lead}>{t('sponsors.lead')}</p>
      {loaded.state === 'loading' && <SkeletonLines count={4} label={t('settings.loading')} />}
      {loaded.state === 'failed' && <p>{t('sponsors.loadFailed')}</p>}
      {loaded.state === 'loaded' && (
        <>
          {sponsors.length === 0 && <p>{t('sponsors.none')}</p>}
          <ol className={own.list} aria-labelledby="sponsors-title">
            {sponsors.map((sponsor, index) => (
              <li key={sponsor.id} className={own.item}>
                <div className={own.summary}>
                  {sponsor.image ? (
                    // The name beside it says whose logo it is.
                    <img className={own.thumb} src={sponsor.image.filepath} alt="" />
                  ) : (
                    <span className={own.thumb}>{t('sponsors.noLogo')}</span>
                  )}
                  <div className={own.text}>
                    <strong>{sponsor.name}</strong>
                    {sponsor.featured && (
                      <span className={own.badge}>{t('sponsors.featuredBadge')}</span>
                    )}
                    <span className={own.link}>{sponsor.link ?? t('sponsors.noLink')}</span>
                    {!sponsor.image && <span className={own.note}>{t('sponsors.noLogoNote')}</span>}
                  </div>
                </div>
                <div className={styles.itemActions}>
                  <Button
                    variant="secondary"
                    id={buttonId(sponsor, 'edit')}
                    aria-label={t('sponsors.editLabel', { name: sponsor.name })}
                    onClick={() => setEditing({ kind: 'edit', id: sponsor.id })}
                  >
                    {t('sponsors.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    id={buttonId(sponsor, 'up')}
                    aria-label={t('sponsors.moveUpLabel', { name: sponsor.name })}
                    aria-disabled={index === 0 || moving || undefined}
                    onClick={() => void move(index, index - 1, buttonId(sponsor, 'up'))}
                  >
                    {t('sponsors.moveUp')}
                  </Button>
                  <Button
                    variant="secondary"
                    id={buttonId(sponsor, 'down')}
                    aria-label={t('sponsors.moveDownLabel', { name: sponsor.name })}
                    aria-disabled={index === sponsors.length - 1 || moving || undefined}
                    onClick={() => void move(index, index + 1, buttonId(sponsor, 'down'))}
                  >
                    {t('sponsors.moveDown')}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('sponsors.removeLabel', { name: sponsor.name })}
                    onClick={() => void remove(sponsor)}
                  >
                    {t('sponsors.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          {editing === null && (
            <div className={styles.actions}>
              <Button id={ADD_BUTTON_ID} onClick={() => setEditing({ kind: 'add' })}>
                {t('sponsors.add')}
              </Button>
            </div>
          )}
          {editing && (editing.kind === 'add' || edited) && (
            <SponsorForm
              key={editing.kind === 'add' ? 'add' : editing.id}
              sponsor={edited ?? null}
              onSaved={saved}
              onCancel={() => closeForm(edited ? buttonId(edited, 'edit') : ADD_BUTTON_ID)}
            />
          )}
          <SponsorsPreview sponsors={sponsors} />
        </>
      )}
    </section>
  );
}
