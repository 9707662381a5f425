import { Anchor, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffTableColumn } from './staff-table';

/**
 * One action of a console list's row. `look`: `primary` (the row's main action, filled),
 * `default` (outlined), `danger` (a delete: subtle red), `link` (a plain link, e.g. to another
 * page). With `to` it is a link (`target` for a new tab), otherwise a button calling `onClick`.
 * `ariaLabel` names the record (`Edit Flour`), since every row repeats the same words.
 */
export interface RowAction {
  label: string;
  ariaLabel?: string;
  look?: 'primary' | 'default' | 'danger' | 'link';
  to?: string;
  target?: '_blank';
  onClick?: () => void;
  icon?: ReactNode;
  disabled?: boolean;
}

/** A row's actions side by side, the same size and spacing in every list. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Group gap={6} wrap="nowrap">
      {actions.map((action) => (
        <RowActionControl key={action.label} action={action} />
      ))}
    </Group>
  );
}

function RowActionControl({ action }: { action: RowAction }) {
  const { label, ariaLabel, look = 'default', to, target, onClick, icon, disabled } = action;
  if (look === 'link' && to) {
    return (
      <Anchor component={Link} to={to} target={target} size="sm" aria-label={ariaLabel}>
        {icon ? (
          <Group gap={4} wrap="nowrap" component="span">
            {icon}
            {label}
          </Group>
        ) : (
          label
        )}
      </Anchor>
    );
  }
  const style =
    look === 'primary'
      ? {}
      : look === 'danger'
        ? { variant: 'subtle' as const, color: 'red' }
        : { variant: 'default' as const };
  const common = { size: 'xs', leftSection: icon, 'aria-label': ariaLabel, disabled, ...style };
  return to ? (
    <Button {...common} component={Link} to={to} target={target}>
      {label}
    </Button>
  ) : (
    <Button {...common} onClick={onClick}>
      {label}
    </Button>
  );
}

/** The last column of a list: the row's actions, under a header only assistive technologies read. */
export function actionsColumn<T>(
  title: string,
  actions: (row: T) => readonly RowAction[],
): StaffTableColumn<T> {
  return {
    accessor: 'actions',
    title: <span className="sr-only">{title}</span>,
    render: (row) => <RowActions actions={actions(row)} />,
  };
}
