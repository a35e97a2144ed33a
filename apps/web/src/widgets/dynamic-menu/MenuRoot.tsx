import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { isPlainLeftClick } from '../../ui/plain-click.ts';
import { MegaPanel } from './MegaPanel.tsx';
import { MenuDrawer } from './MenuDrawer.tsx';
import { readMenuProps } from './menu-props.ts';
import { useMegaMenu } from './use-mega-menu.ts';
import { useMenuData } from './use-menu-data.ts';
import { useMenuTexts } from './use-menu-texts.ts';
import { useTriggerLookup } from './use-trigger-lookup.ts';

/**
 * The dynamic menu's lazy chunk: the mega menu under the "Shop" trigger
 * and the phone drawer behind the menu button, sharing one copy of the
 * menu data (loaded on the first open, cached 15 minutes by version). It
 * takes over the triggers from menu-trigger.ts and starts with the event
 * that loaded it.
 */
export default function MenuRoot({ props: raw, opener }: { props: unknown; opener: Element }) {
  const props = useMemo(() => readMenuProps(raw), [raw]);
  // The menu button, or else the "Shop" trigger, loaded this chunk.
  const [start] = useState(() => ({
    drawer: !!props.buttonSelector && opener.matches(props.buttonSelector),
    opener: opener as HTMLElement,
  }));
  const { language, soulRoot } = useWidgetEnv();
  const { t } = useMenuTexts();
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const trigger = useTriggerLookup(props.triggerSelector, start.drawer ? null : (start.opener as HTMLElement));
  const button = useTriggerLookup(props.buttonSelector, start.drawer ? (start.opener as HTMLElement) : null);
  const [drawerOpen, setDrawerOpen] = useState(start.drawer);
  const { open, closeToTrigger, focusFirst } = useMegaMenu({
    trigger,
    panel: panelRef,
    panelId,
    closeDelay: props.settings.closeDelay,
    initiallyOpen: !start.drawer,
  });
  const source = useMemo(
    () => ({ soulRoot, language, menuId: props.menuId, version: props.version }),
    [soulRoot, language, props.menuId, props.version],
  );
  const { data, reload } = useMenuData(source, open || drawerOpen, t('failedToLoad', { id: props.menuId }));

  useEffect(() => {
    if (!button) return;
    button.setAttribute('aria-haspopup', 'dialog');
    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      setDrawerOpen(true);
    };
    button.addEventListener('click', onClick);
    return () => button.removeEventListener('click', onClick);
  }, [button]);

  useEffect(() => {
    // The panel hangs from the header's lower edge, wherever the header's height puts it.
    if (!open || !trigger) return;
    const edge = (trigger.closest('header') ?? trigger).getBoundingClientRect().bottom;
    panelRef.current?.style.setProperty('--soul-menu-top', `${Math.max(0, Math.round(edge))}px`);
  }, [open, trigger]);

  return (
    <>
      {trigger ? (
        <MegaPanel
          id={panelId}
          panelRef={panelRef}
          open={open}
          data={data}
          props={props}
          focusFirst={focusFirst}
          onEscape={closeToTrigger}
          onRetry={reload}
        />
      ) : null}
      <MenuDrawer open={drawerOpen} opener={button} onClose={() => setDrawerOpen(false)} data={data} props={props} onRetry={reload} />
    </>
  );
}
