/** The agentIds the console knows by heart (spec §3 "Known application agentIds"). */
export const KnownAgentId = {
  approval: 'a8784ccb1fd04634',
  workOrder: 'f87cd201d3053709',
  settings: '3a02d4bdd3bb058b',
  fee: 'uqmz4h18ymoqozp7',
} as const;
