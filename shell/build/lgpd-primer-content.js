'use strict';

/**
 * Text of the "Conheça a LGPD" primer opened from the side menu (spec 1 section 2.6).
 * Each block is a heading, a paragraph or a bullet list; lgpd-primer-pdf.js lays them out.
 */
const LGPD_PRIMER = {
  title: 'Conheça a LGPD',
  subtitle: 'Guia rápido da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018)',
  blocks: [
    { heading: '1. O que é a LGPD' },
    {
      paragraph:
        'A Lei Geral de Proteção de Dados Pessoais (LGPD) regula o tratamento de dados pessoais, ' +
        'inclusive nos meios digitais, por pessoas físicas e jurídicas de direito público ou ' +
        'privado. Seu objetivo é proteger os direitos fundamentais de liberdade e de privacidade ' +
        'e o livre desenvolvimento da personalidade da pessoa natural. A lei foi sancionada em ' +
        'agosto de 2018, entrou em vigor em setembro de 2020, e suas sanções administrativas ' +
        'podem ser aplicadas desde agosto de 2021.',
    },
    {
      paragraph:
        'Dado pessoal é toda informação relacionada a pessoa natural identificada ou ' +
        'identificável, como nome, CPF, e-mail, endereço IP ou localização. Dados pessoais ' +
        'sensíveis, como origem racial ou étnica, convicção religiosa, opinião política, saúde, ' +
        'vida sexual, dados genéticos ou biométricos, recebem proteção reforçada.',
    },
    {
      paragraph:
        'Os agentes de tratamento são o controlador, que toma as decisões sobre o tratamento, e ' +
        'o operador, que trata os dados em nome do controlador. O encarregado (DPO) é o canal de ' +
        'comunicação entre o controlador, os titulares e a Autoridade Nacional de Proteção de ' +
        'Dados (ANPD).',
    },
    { heading: '2. Princípios (art. 6º)' },
    {
      paragraph: 'Toda atividade de tratamento deve observar a boa-fé e os seguintes princípios:',
    },
    {
      bullets: [
        'Finalidade: propósitos legítimos, específicos, explícitos e informados ao titular.',
        'Adequação: compatibilidade do tratamento com as finalidades informadas.',
        'Necessidade: uso apenas dos dados mínimos necessários para a finalidade.',
        'Livre acesso: consulta facilitada e gratuita sobre a forma e a duração do tratamento.',
        'Qualidade dos dados: exatidão, clareza, relevância e atualização dos dados.',
        'Transparência: informações claras, precisas e facilmente acessíveis.',
        'Segurança: medidas técnicas e administrativas contra acessos não autorizados e incidentes.',
        'Prevenção: adoção de medidas para evitar danos em razão do tratamento.',
        'Não discriminação: vedação do tratamento para fins discriminatórios ilícitos ou abusivos.',
        'Responsabilização e prestação de contas: demonstrar a adoção de medidas eficazes.',
      ],
    },
    { heading: '3. Bases legais (art. 7º)' },
    {
      paragraph:
        'O tratamento de dados pessoais somente pode ser realizado quando houver uma base legal. ' +
        'As hipóteses previstas na lei são:',
    },
    {
      bullets: [
        'Consentimento do titular, livre, informado e inequívoco.',
        'Cumprimento de obrigação legal ou regulatória pelo controlador.',
        'Execução de políticas públicas pela administração pública.',
        'Realização de estudos por órgão de pesquisa.',
        'Execução de contrato ou de procedimentos preliminares a pedido do titular.',
        'Exercício regular de direitos em processo judicial, administrativo ou arbitral.',
        'Proteção da vida ou da incolumidade física do titular ou de terceiro.',
        'Tutela da saúde, por profissionais de saúde ou autoridade sanitária.',
        'Legítimo interesse do controlador ou de terceiro, respeitados os direitos do titular.',
        'Proteção do crédito.',
      ],
    },
    { heading: '4. Direitos dos titulares (arts. 18 e 20)' },
    {
      paragraph:
        'O titular pode solicitar ao controlador, a qualquer momento e mediante requisição:',
    },
    {
      bullets: [
        'Confirmação da existência de tratamento e acesso aos dados.',
        'Correção de dados incompletos, inexatos ou desatualizados.',
        'Anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou ilícitos.',
        'Portabilidade dos dados a outro fornecedor de serviço ou produto.',
        'Eliminação dos dados tratados com base no consentimento.',
        'Informação sobre as entidades com as quais os dados foram compartilhados.',
        'Informação sobre a possibilidade de não consentir e suas consequências.',
        'Revogação do consentimento.',
        'Revisão de decisões tomadas unicamente com base em tratamento automatizado.',
      ],
    },
    { heading: '5. A ANPD e as sanções (art. 52)' },
    {
      paragraph:
        'A Autoridade Nacional de Proteção de Dados (ANPD) zela pela proteção dos dados ' +
        'pessoais, edita normas, fiscaliza e aplica sanções. Após processo administrativo, com ' +
        'ampla defesa, as infrações à LGPD podem resultar em:',
    },
    {
      bullets: [
        'Advertência, com indicação de prazo para adoção de medidas corretivas.',
        'Multa simples de até 2% do faturamento da pessoa jurídica, grupo ou conglomerado no ' +
          'Brasil no último exercício, limitada a R$ 50.000.000,00 por infração.',
        'Multa diária, observado o mesmo limite total.',
        'Publicização da infração após devidamente apurada e confirmada.',
        'Bloqueio ou eliminação dos dados pessoais a que se refere a infração.',
        'Suspensão parcial do funcionamento do banco de dados, ou do exercício da atividade ' +
          'de tratamento, por até seis meses, prorrogáveis por igual período.',
        'Proibição parcial ou total do exercício de atividades relacionadas a tratamento de dados.',
      ],
    },
    {
      paragraph:
        'O cálculo das multas segue o Regulamento de Dosimetria e Aplicação de Sanções ' +
        'Administrativas (Resolução CD/ANPD nº 4/2023), que considera a gravidade da infração, ' +
        'a boa-fé, a vantagem auferida, a reincidência, a cooperação e a adoção de boas práticas. ' +
        'O simulador de multas do DPOHUB aplica essas regras para estimar valores.',
    },
    { heading: '6. Como o DPOHUB ajuda' },
    {
      paragraph:
        'No portal você registra as operações de tratamento (ROPA), avalia novos projetos, ' +
        'terceiros e legítimo interesse, envia documentos, contratos e consultas para análise ' +
        'jurídica e acompanha suas solicitações e o controle orçamentário com a equipe do ' +
        'escritório.',
    },
  ],
};

/** File name under which the shell build serves the primer (shell/src/lgpd-primer uses it). */
const LGPD_PRIMER_FILE = 'conheca-a-lgpd.pdf';

module.exports = { LGPD_PRIMER, LGPD_PRIMER_FILE };
