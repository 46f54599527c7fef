import { ACCESS_LOG_RETENTION_MONTHS, COOKIE_DATA_RETENTION_MAX_DAYS } from '@dpohub/domain';
import { DPO_EMAIL, TERMS_LAST_CHANGE } from './terms-dates';
import styles from './Terms.module.css';

/** Privacy notice (spec 4, last section). */
export function PrivacyNotice({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <article className={styles.document} aria-labelledby="privacy-notice-title">
      <H id="privacy-notice-title">Aviso de Privacidade</H>
      <p className={styles.updated}>Última alteração: {TERMS_LAST_CHANGE}.</p>

      <Sub>1. Dados coletados e finalidades</Sub>
      <ul>
        <li>
          <strong>Dados de cadastro</strong> (nome, e-mail, cargo, departamento e empresa): para
          criar e gerenciar a sua conta, autenticar o acesso e enviar comunicações sobre o serviço.
        </li>
        <li>
          <strong>Conteúdo enviado</strong> (solicitações, documentos, comentários e respostas a
          avaliações): para prestar os serviços jurídicos e de conformidade contratados.
        </li>
        <li>
          <strong>Dados de navegação</strong> (endereço IP, data e hora de acesso, navegador): para
          garantir a segurança da plataforma e cumprir obrigações legais.
        </li>
        <li>
          <strong>Dados do simulador público</strong> (nome, e-mail e empresa): para entregar a
          simulação e, se você autorizar, enviar informações por e-mail.
        </li>
      </ul>

      <Sub>2. Compartilhamento</Sub>
      <p>
        Os dados são compartilhados apenas com fornecedores de hospedagem e infraestrutura
        necessários ao funcionamento da plataforma, obrigados por contrato a tratá-los com
        confidencialidade e segurança, e com autoridades quando houver obrigação legal.
      </p>

      <Sub>3. Transferência internacional</Sub>
      <p>
        Alguns desses fornecedores mantêm servidores nos Estados Unidos e na União Europeia. Nesses
        casos, a transferência ocorre com as garantias previstas na LGPD.
      </p>

      <Sub>4. Cookies</Sub>
      <p>
        Utilizamos cookies necessários, sem os quais a plataforma não funciona (por exemplo, para
        manter a sua sessão), e cookies funcionais, que lembram as suas preferências. Você pode
        gerenciá-los nas configurações do seu navegador.
      </p>

      <Sub>5. Retenção</Sub>
      <p>
        Os registros de acesso são guardados por cerca de {ACCESS_LOG_RETENTION_MONTHS} meses,
        conforme o Marco Civil da Internet. Os dados de cookies são mantidos por no máximo{' '}
        {COOKIE_DATA_RETENTION_MAX_DAYS} dias. Os demais dados são mantidos enquanto durar a relação
        contratual e pelo prazo necessário ao cumprimento de obrigações legais.
      </p>

      <Sub>6. Seus direitos</Sub>
      <p>
        Como titular, você pode pedir a confirmação da existência de tratamento, o acesso, a
        correção, a anonimização, o bloqueio ou a eliminação de dados, a portabilidade, a informação
        sobre compartilhamentos, a revogação do consentimento e a revisão de decisões automatizadas,
        nos termos da LGPD.
      </p>

      <Sub>7. Contato</Sub>
      <p>
        Para exercer os seus direitos ou tirar dúvidas, fale com o nosso encarregado de proteção de
        dados (DPO) pelo e-mail <a href={`mailto:${DPO_EMAIL}`}>{DPO_EMAIL}</a>.
      </p>
    </article>
  );
}
