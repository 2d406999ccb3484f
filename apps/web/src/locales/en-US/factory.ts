/** Workshops, production lines and workstations (spec 001 §3), kept as organisations of the organisation tree (pages under areas/factory). */
export const factory = {
  field: {
    factory: 'Factory',
    workshop: 'Workshop',
    line: 'Production line',
    owner: 'Owner',
    description: 'Description',
  },
  import: 'Import',
  workshop: { title: 'Workshops', add: 'Add workshop', editTitle: 'Edit workshop' },
  line: { title: 'Production lines', add: 'Add production line', editTitle: 'Edit production line' },
  station: {
    title: 'Workstations',
    add: 'Add workstation',
    editTitle: 'Edit workstation',
    processes: 'Processes',
    configProcess: 'Processes',
    processesTitle: 'Processes of {{name}}',
    processesHelp:
      'The processes this workstation performs, in order. Pick a process to append it; reorder with the arrows.',
    pickProcess: 'Add a process…',
    noProcesses: 'No processes yet',
    moveUp: 'Move up',
    moveDown: 'Move down',
    servedLines: 'Also serves lines',
    servedLinesHelp:
      'A repair station repairs units of its own line and of these lines; units of other lines are refused.',
  },
};
