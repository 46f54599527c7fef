// Files a simulation may carry on the internal form (spec 4 section 5 limits them to 10; the
// types are ours: the documents a company keeps about an incident).
export const SIMULATION_ATTACHMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'odt',
  'txt',
  'xls',
  'xlsx',
  'ods',
  'csv',
  'ppt',
  'pptx',
  'jpg',
  'jpeg',
  'png',
] as const;
