// Wording of the administration screens that the spec does not quote (spec 1 sections 2.8 to
// 2.11): profile names, the lawyer status confirmation and the new price period.
import type { EmployeeTypeCode } from './types/user';

/** The Perfil de acesso of each employee-type code (spec 1 section 3). */
export const EMPLOYEE_TYPE_LABEL: Readonly<Record<EmployeeTypeCode, string>> = {
  0: 'Usuário do cliente',
  1: 'Equipe do escritório',
  2: 'Administrador do cliente',
};

export const ADMIN_MESSAGES = {
  /** After PUT /client/{id}/functions (docs/decisions.md "Contracted functions"). */
  clientFunctionsSaved: 'Funções contratadas salvas com sucesso!',
  /** Under 'Você realmente deseja desativar o usuário?': whom it is about (platform m16). */
  userStatusSubject: (name: string, username: string) => `${name} (${username})`,
  /** After PUT /client/{id} (platform m13). */
  clientSaved: 'Cliente atualizado com sucesso!',
  /** After PUT /lawyer/{id} with a new name (platform m12). */
  lawyerRenamed: 'Advogado atualizado com sucesso!',
  confirmLawyerStatus: (name: string, activate: boolean) =>
    `Você realmente deseja ${activate ? 'ativar' : 'inativar'} o advogado ${name}?`,
  /** After POST /client-prices-hours (a call the spec does not show: docs/decisions.md). */
  priceCreated: 'Preço cadastrado com sucesso!',
} as const;
