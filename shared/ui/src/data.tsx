// Data views: the sortable table of the admin and president portals and tabs bound to the URL. A shared entry
// of its own (Mantine's Table and Tabs stay off the first paint); production remotes take it from the shell.
export { DataTable } from './data/data-table.tsx';
export type { DataTableColumn, DataTableProps } from './data/data-table.tsx';
export { sortRows } from './data/sort-rows.ts';
export type { SortDirection, SortValue } from './data/sort-rows.ts';
export { UrlTabs, tabFromUrl } from './data/url-tabs.tsx';
export type { UrlTab, UrlTabsProps } from './data/url-tabs.tsx';
