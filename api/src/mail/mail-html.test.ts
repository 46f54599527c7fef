import { mailHtml } from './mail-html';

describe('the HTML part of an e-mail', () => {
  it('keeps the text, escaped, in paragraphs, with the links clickable', () => {
    const html = mailHtml(
      'Olá, Carla.\n\nCarla <DPO> comentou:\n"R&D"\n\nAcesse a solicitação: http://127.0.0.1:3000/clientDemands/details/7.',
      'Novo comentário em: R&D',
    );
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Novo comentário em: R&amp;D</title>');
    expect(html).toContain('<p style="margin:0 0 16px">Olá, Carla.</p>');
    expect(html).toContain('Carla &lt;DPO&gt; comentou:<br>\n&quot;R&amp;D&quot;');
    expect(html).toContain(
      'Acesse a solicitação: <a href="http://127.0.0.1:3000/clientDemands/details/7">http://127.0.0.1:3000/clientDemands/details/7</a>.',
    );
    expect(html).not.toContain('<DPO>');
  });
});
