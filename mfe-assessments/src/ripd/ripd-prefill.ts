// Loaded when 'Iniciar RIPD' is pressed (a chunk of its own).
export { ripdFromNewProject } from '@dpohub/domain';
