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

/**
 * The guard of a page the server drew (dist/signed-in.html and each drawn view's): it looks ready
 * before the console has attached to it, and a click on a button there (收起菜单, a row's 详情) would
 * do nothing — before the scripts run, and after too on a part React hydrates later (a view, inside
 * its Activity boundary). A click on an element of the page React has not yet hydrated (it keeps its
 * fiber on each element it owns) is held, and given to the same element once React owns it, for ten
 * seconds at most; one on a link goes on natively (the browser opens that page).
 */
export const earlyClickReplayScript = `(function(){
var owned=function(e){for(var k in e)if(k.indexOf('__reactFiber$')===0)return true;return false;};
var held=null,tries=0;
var replay=function(){var t=held;if(!t)return;
if(!t.isConnected||++tries>200){held=null;return;}
if(!owned(t)){setTimeout(replay,50);return;}held=null;t.click();};
document.addEventListener('click',function(e){var t=e.target,root=document.getElementById('root');
if(!(t instanceof Element)||!root||!root.contains(t)||owned(t)||t.closest('a[href]'))return;
e.preventDefault();e.stopPropagation();var first=!held;held=t;tries=0;if(first)setTimeout(replay,50);},true);
})();`;
