/**
 * Inline after each select sent short (`MarkupSelect`: `form=""`, after a `<noscript>` copy of
 * every option), so only documents that hold one pay for it: a short select that the visitor
 * reaches before its block hydrated (the page's code still loading) gets every option from that
 * copy, and its form, when the pointer, the keyboard or the focus reaches it, before the browser
 * opens it. The copy's text is parsed in a `<template>` (inert). The listeners are added once per
 * document; selects React already filled are skipped. ~0.3 KB gzipped.
 */
export const SHORT_SELECT_SCRIPT = `window.__shortSelects||(window.__shortSelects=1,function(){function f(e){var s=e.target,n=s&&s.previousElementSibling;if(!(s instanceof HTMLSelectElement)||s.getAttribute("form")!==""||!n||n.localName!=="noscript")return;var t=document.createElement("template");t.innerHTML=n.textContent;var c=t.content.querySelector("select");if(!c)return;var v=s.value;s.innerHTML=c.innerHTML;s.value=v;s.removeAttribute("form")}["pointerdown","mousedown","touchstart","keydown","focusin"].forEach(function(t){addEventListener(t,f,true)})}())`;
