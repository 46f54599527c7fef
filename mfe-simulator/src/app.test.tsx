import { createFakeShell } from './test/fake-shell';
import { renderSimulator } from './test/render-simulator';

describe('the exposed ./app module', () => {
  it.each([
    ['/fineSimulator', 'Simulador de multas'],
    ['/simulatedFines', 'Multas Simuladas'],
  ])('renders %s and sets the title "%s"', async (path, title) => {
    const fake = createFakeShell(() => ({
      status: 200,
      data: { content: [], totalPages: 0, totalElements: 0, number: 0, size: 10 },
    }));
    await renderSimulator(path, fake);

    expect(fake.setTitle).toHaveBeenCalledWith(title);
  });

  it('renders nothing for a path it does not own', async () => {
    const { container } = await renderSimulator('/home', createFakeShell());

    expect(container).toBeEmptyDOMElement();
  });
});
