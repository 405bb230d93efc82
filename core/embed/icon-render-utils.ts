/**
 * Only in the embed build (rspack.config.ts): @ant-design/icons' components import this in place of
 * their render utilities, whose `useInsertStyles` writes the icons' stylesheet into the host's <head>
 * under a key the host's own antd icons share (overwriting theirs with the console's prefix). antd's
 * ConfigProvider registers the same icon styles through cssinjs, inside the console's element.
 */
export * from '@ant-design/icons/es/renderUtils';

export function useInsertStyles(): void {}
