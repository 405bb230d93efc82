const displayName = Symbol.for('fastify.display-name');

/** Whether a plugin already carries a name given this way. */
export function hasPluginName(plugin: object): boolean {
  return displayName in plugin;
}

/**
 * Gives a plugin the name Fastify reports for it (`fastify.pluginName`, the plugin chain in its errors),
 * the way Fastify documents (`Symbol.for('fastify.display-name')`), without fastify-plugin's change of
 * scope. A plugin without one costs every registration two searches of every loaded module's exports
 * (`require.cache`) before Fastify falls back to the function's name; under Jest each goes through its
 * module registry, a few per cent of a server suite. Every plugin the server registers is named.
 */
export function namedPlugin<Plugin extends (...args: never[]) => unknown>(
  name: string,
  plugin: Plugin,
): Plugin {
  (plugin as unknown as Record<symbol, string>)[displayName] = name;
  return plugin;
}
