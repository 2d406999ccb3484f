/** Organisations and positions (organisations/OrgListPage, PositionListPage). */
export const organisations = {
  org: {
    title: 'Organisations',
    tree: 'Organisation tree',
    search: 'Search organisations',
    all: 'All organisations',
    empty: 'No organisations in your data scope',
    add: 'Add organisation',
    addChild: 'Add child',
    editTitle: 'Edit organisation',
    type: 'Type',
    parent: 'Parent',
    topLevel: 'Top level (no parent)',
    types: {
      1: 'Factory',
      2: 'Department',
      3: 'Workshop',
      4: 'Line',
      5: 'Workstation',
    },
    typeHelp: 'A workshop sits under a factory, a line under a workshop, a workstation under a line.',
    typeMisfit: 'This type cannot sit under the chosen parent',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
  },
  position: {
    title: 'Positions',
    add: 'Add position',
    editTitle: 'Edit position',
  },
};
