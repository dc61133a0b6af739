/**
 * The entry script of a server-rendered page starts once the page has painted (docs/hydration.md): the server's HTML
 * is the page, and the entry only schedules its islands, so its request and its running come after the first paint and
 * never compete with it or with the largest photo. fillTemplate.ts takes the template's module script out and writes
 * its address in `<html data-entry>`; this, in the head's inline script, adds the script back when the browser reports
 * the first contentful paint (a paint entry is reported once the frame is on screen); in a hidden tab, which paints
 * nothing, at once, or when it is hidden before; in a browser without paint timing, at the load event.
 */
export const ENTRY_ATTRIBUTE = 'data-entry';

export const ENTRY_AFTER_PAINT_SCRIPT =
  `addEventListener('DOMContentLoaded',function(){` +
  `var d=document,s=d.documentElement.getAttribute('${ENTRY_ATTRIBUTE}'),done;if(!s)return;` +
  `var run=function(){if(done)return;done=1;var e=d.createElement('script');e.type='module';e.src=s;d.head.appendChild(e)};` +
  `if(d.visibilityState==='hidden')return run();` +
  `d.addEventListener('visibilitychange',run);` +
  `var P=window.PerformanceObserver;` +
  `if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)` +
  `new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)run()}).observe({type:'paint',buffered:true});` +
  `else addEventListener('load',run)})`;
