/**
 * The consent banner's first-load part (a few hundred bytes): the server
 * renders the banner, so nothing here draws it. A press on any
 * `[data-soul-consent]` control (the banner's three buttons, the footer's
 * "Cookie settings") loads vanilla-cookieconsent with its styles and texts
 * (`consent/consent-ui.ts`, a lazy chunk) and hands it the action.
 */
export function installConsentTrigger(doc: Document, report: (error: unknown) => void): void {
  doc.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>('[data-soul-consent]');
    if (!control) return;
    event.preventDefault();
    import('../consent/consent-ui.ts').then((ui) => ui.consentAction(control.dataset.soulConsent ?? '', doc)).catch(report);
  });
}
