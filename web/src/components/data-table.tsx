import { Button, Popconfirm, Table, type TableProps } from 'antd';
import { TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@shared/constants';

/** Client-side paging of the admin lists: the spec's page sizes, the default one first (000 9). */
export const LIST_PAGINATION = { pageSizeOptions: TABLE_PAGE_SIZES.map(String), defaultPageSize: TABLE_DEFAULT_PAGE_SIZE, showSizeChanger: true };

/** An admin list: an Ant Design table that pages on the client with the spec's page sizes unless told otherwise. */
export function DataTable<T extends object>(props: TableProps<T>) {
  return <Table<T> pagination={LIST_PAGINATION} {...props} />;
}

/** A row's Delete button behind a 'Delete {name}?' confirmation (with what else goes, when something does). */
export function ConfirmDelete({ name, description, onConfirm }: { name: string; description?: string; onConfirm(): unknown }) {
  return (
    <Popconfirm title={`Delete ${name}?`} description={description} okText="Delete" okButtonProps={{ danger: true }} onConfirm={async () => void (await onConfirm())}>
      <Button size="small" danger aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Popconfirm>
  );
}
