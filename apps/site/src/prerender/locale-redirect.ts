import { locales, sourceLocale } from '@venue/i18n/locales';
import { localeStorageKey } from '../lib/locale.ts';

/**
 * A classic script for the head of every prerendered English page: it sends a visitor whose
 * remembered language (or, on a first visit, browser language) is another one to that page in
 * their language before anything paints, as `localeOfVisit` decides it once the app runs. Without
 * it, an Arabic reader arriving at `/` would see the English page until the scripts replace it.
 * Storage refused: nothing happens here, and the app decides.
 */
export function localeRedirectScript(): string {
  const supported = JSON.stringify(locales);
  const source = JSON.stringify(sourceLocale);
  const key = JSON.stringify(localeStorageKey);
  return `(function(){try{var s=${supported},k=${key},l=localStorage.getItem(k);if(s.indexOf(l)<0){l=${source};var w=navigator.languages||[navigator.language];for(var i=0;i<w.length;i++){var p=String(w[i]).toLowerCase().split("-")[0];if(s.indexOf(p)>=0){l=p;break}}localStorage.setItem(k,l)}if(l!==${source}){var h=location.pathname;location.replace("/"+l+(h==="/"?"":h)+location.search+location.hash)}}catch(e){}})();`;
}
