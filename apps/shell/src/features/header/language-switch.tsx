import { type Language, LANGUAGE_NAMES, LANGUAGE_PATH, LANGUAGES } from '@touchline/i18n';
import { languageSwitched, useAppDispatch, usePageLanguage } from '@touchline/store';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import styles from './header.module.css';

export const languageHref = (to: Language, back: string) =>
  `${LANGUAGE_PATH}?${new URLSearchParams({ to, return: back })}`;

/**
 * The other language of the site, named in itself ('Gaeilge', 'English'). A link: before the
 * app has taken the page over the page server keeps the choice and sends the visitor back;
 * after, the choice is kept here (and on a signed-in member's account) and the page is loaded
 * again, in the chosen language from the server on (its remotes' content included).
 */
export function LanguageSwitch() {
  const language = usePageLanguage();
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const others = LANGUAGES.filter((other) => other !== language);
  const choose = (to: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    dispatch(languageSwitched(to));
  };
  return (
    <div className={styles.languages}>
      {others.map((other) => (
        <a
          key={other}
          href={languageHref(other, `${pathname}${search}${hash}`)}
          lang={other}
          hrefLang={other}
          className={styles.language}
          onClick={choose(other)}
        >
          {LANGUAGE_NAMES[other]}
        </a>
      ))}
    </div>
  );
}
