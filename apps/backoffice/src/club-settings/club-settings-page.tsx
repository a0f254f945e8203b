import type { RuntimeConfig } from '@touchline/boot';
import type { ClubLocation, GeocodeMatch } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { useStoreService } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { FormField, SkeletonLines, visibleFieldError } from '@touchline/ui';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useCallback, useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import { CheckboxField, keepText, SaveActions } from '../form-fields/form-fields';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './club-settings.module.css';
import { clubLocationRead, NO_ARGS } from './club-settings-reads';
import {
  locationBody,
  locationRules,
  locationValues,
  pointOf,
  type LocationValues,
} from './location-values';
import { BrandSection } from './brand-section';
import { LookSection } from './look-section';
import { MapPicker, type MapPoint } from './map-picker';
import { MenuSection } from './menu-section';
import { RecentChangesSection } from './recent-changes-section';
import { SponsorsSection } from './sponsors-section';

/**
 * The club's settings: where its grounds are (the contact page's map), set with the map picker
 * in admin mode, or with the coordinates when no map token is configured; the club's look and
 * menu; and who changed those last.
 */
export function ClubSettingsPage() {
  const t = useBackofficeT();
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const config = useStoreService<Pick<RuntimeConfig, 'mapboxToken'>>('config');
  const token = config.mapboxToken?.trim() || undefined;
  const { read, replace } = useServerRead(clubLocationRead, NO_ARGS, {
    notifyFailure: true,
    failureText: t('location.loadFailed'),
  });
  // The form starts from the location as it is now: a kept answer shows as loading until it is
  // read afresh.
  const loaded = read.state === 'loaded' && read.refreshing ? { state: 'loading' as const } : read;
  // Moves on each look or menu save, so the recent changes are read again.
  const [changesVersion, setChangesVersion] = useState(0);
  const changed = useCallback(() => setChangesVersion((version) => version + 1), []);

  const search = async (address: string): Promise<GeocodeMatch[]> => {
    try {
      const { data } = await calls.geocodeAddress(address);
      if (data.length === 0) notify.danger(t('location.noLocationFound'));
      return data;
    } catch (error) {
      notify.apiError(error);
      return [];
    }
  };

  const save = async (values: LocationValues): Promise<SubmissionErrors | undefined> => {
    try {
      const saved = await calls.saveClubLocation(locationBody(values));
      replace(saved);
      notify.success(t('location.saved'));
      return undefined;
    } catch (error) {
      return { [FORM_ERROR]: notify.apiError(error) };
    }
  };

  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <h1 id="settings-title">{t('settings.title')}</h1>
      {loaded.state === 'loading' && <SkeletonLines count={6} label={t('settings.loading')} />}
      {loaded.state === 'failed' && <p>{t('location.loadFailed')}</p>}
      {loaded.state === 'loaded' && (
        <LocationForm location={loaded.value} token={token} onSearch={search} onSave={save} />
      )}
      <LookSection onSaved={changed} />
      <BrandSection onSaved={changed} />
      <MenuSection onSaved={changed} />
      <SponsorsSection onSaved={changed} />
      <RecentChangesSection version={changesVersion} />
    </section>
  );
}

interface LocationFormProps {
  location: ClubLocation;
  token?: string;
  onSearch: (address: string) => Promise<GeocodeMatch[]>;
  onSave: (values: LocationValues) => Promise<SubmissionErrors | undefined>;
}

function LocationForm({ location, token, onSearch, onSave }: LocationFormProps) {
  const t = useBackofficeT();
  const rules = useMemo(() => locationRules(t), [t]);
  const initialValues = locationValues(location);
  const { address } = location;
  return (
    <Form<LocationValues>
      initialValues={initialValues}
      initialValuesEqual={(a, b) => JSON.stringify(a) === JSON.stringify(b)}
      validate={rules}
      onSubmit={onSave}
      render={({ handleSubmit, submitting, values, form, dirty }) => {
        const place = (point: MapPoint) => {
          form.change('latitude', String(point.latitude));
          form.change('longitude', String(point.longitude));
        };
        return (
          <form
            className={styles.form}
            onSubmit={handleSubmit}
            noValidate
            aria-labelledby="location-title"
          >
            <h2 id="location-title">{t('location.title')}</h2>
            {address ? (
              <address className={styles.address}>
                <strong>{location.name}</strong>
                {[address.line1, address.city, address.county, address.country]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line}>{line}</span>
                  ))}
              </address>
            ) : (
              <p>{t('location.noAddress')}</p>
            )}
            <p className={styles.lead}>
              {token ? t('location.leadWithMap') : t('location.leadWithoutMap')}
            </p>
            <MapPicker
              token={token}
              point={pointOf(values)}
              editable
              onPlace={place}
              onSearch={onSearch}
              label={t('location.mapLabel', { club: location.name })}
            />
            <fieldset className={styles.coordinates}>
              <legend>{t('location.coordinates')}</legend>
              <Field<string> name="latitude" parse={keepText}>
                {({ input, meta }) => (
                  <FormField
                    label={t('location.latitude')}
                    error={visibleFieldError(meta)}
                    required
                  >
                    {(control) => <input {...input} {...control} type="text" inputMode="decimal" />}
                  </FormField>
                )}
              </Field>
              <Field<string> name="longitude" parse={keepText}>
                {({ input, meta }) => (
                  <FormField
                    label={t('location.longitude')}
                    error={visibleFieldError(meta)}
                    required
                  >
                    {(control) => <input {...input} {...control} type="text" inputMode="decimal" />}
                  </FormField>
                )}
              </Field>
            </fieldset>
            <CheckboxField
              name="display_address"
              label={t('location.displayAddress')}
              className={styles.choice}
            />
            <SaveActions
              label={t('location.save')}
              unsaved={Boolean(dirty)}
              submitting={Boolean(submitting)}
              className={styles.actions}
            />
          </form>
        );
      }}
    />
  );
}
