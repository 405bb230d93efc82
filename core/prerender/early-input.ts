/**
 * The prerendered login page shows its form before the scripts run. Until the console is live, this
 * guard (inlined into the page's head) keeps the browser from acting on it natively: a submit would
 * send the password in the URL of a GET, and a click on the login-method switch would check a radio
 * that React does not know about. A submit is remembered instead, and the form sends it when live.
 */
export const EARLY_SUBMIT_GLOBAL = '__ATRIUM_EARLY_SUBMIT__';

/** The attribute the console sets on <html> once live (see ReadyMark in core/app/console-app.tsx). */
export const CONSOLE_READY_ATTRIBUTE = 'data-console-ready';

declare global {
  interface Window {
    [EARLY_SUBMIT_GLOBAL]?: string;
  }
}

/** The guard's source, for an inline <script> in the prerendered page's head. */
export const earlyInputGuardScript = `(function(){
var live=function(){return document.documentElement.hasAttribute(${JSON.stringify(CONSOLE_READY_ATTRIBUTE)});};
document.addEventListener('submit',function(e){if(live())return;e.preventDefault();window[${JSON.stringify(EARLY_SUBMIT_GLOBAL)}]=e.target.id;},true);
document.addEventListener('click',function(e){if(!live()&&e.target instanceof HTMLInputElement&&e.target.type==='radio')e.preventDefault();},true);
})();`;

/** True once: when the form with this id was submitted before the console was live. */
export function takeEarlySubmit(formId: string): boolean {
  if (typeof window === 'undefined' || window[EARLY_SUBMIT_GLOBAL] !== formId) return false;
  delete window[EARLY_SUBMIT_GLOBAL];
  return true;
}
