import { Switch, Tooltip } from 'antd';

/**
 * The variant's on/off switch (001 4 'Variant activation rules'): disabled with the rule's tooltip when the variant may
 * not be turned on; an active variant may always be turned off.
 */
export function ActivationToggle({ enabled, blocker, pending, onChange }: { enabled: boolean; blocker: string | null; pending: boolean; onChange: (on: boolean) => void }) {
  const disabled = !enabled && blocker !== null;
  const toggle = <Switch size="small" checked={enabled} disabled={disabled} loading={pending} onChange={onChange} aria-label={enabled ? 'Turn off' : 'Turn on'} />;
  return disabled ? (
    <Tooltip title={blocker}>
      {/* a disabled switch takes no pointer events: the span carries the hover */}
      <span data-testid="activation-blocked" style={{ display: 'inline-block' }}>
        {toggle}
      </span>
    </Tooltip>
  ) : (
    toggle
  );
}
