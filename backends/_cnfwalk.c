/* The CNF backend's walk of Z3's formula graph (backends/sat.py), in C.

   `Walker.walk(ast)` gives the literal of a node, defining it and every part
   not seen yet with the clauses of `Cnf._node` and `Cnf._cardinality`, in
   the same order and with the same variable numbers (a test compares the
   two). In Python the walk was about half of the solver's time per game in
   `botc simulate --check`: a dozen ctypes calls and a few lists per node.

   Z3's C functions are called through the addresses ctypes already holds
   (given to the constructor), so this module needs neither Z3's headers nor
   its library to build. Every node defined is kept alive (Z3 gives a freed
   node's id to the next new node) until `release`. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>

typedef void *P;
typedef unsigned (*f_id)(P, P);
typedef P (*f_to_app)(P, P);
typedef unsigned (*f_nargs)(P, P);
typedef P (*f_arg)(P, P, unsigned);
typedef P (*f_decl)(P, P);
typedef int (*f_kind)(P, P);
typedef int (*f_intparam)(P, P, unsigned);
typedef void (*f_ref)(P, P);
typedef P (*f_declname)(P, P);
typedef const char *(*f_symstr)(P, P);

enum { K_UNINTERPRETED, K_TRUE, K_FALSE, K_NOT, K_AND, K_OR, K_IMPLIES, K_EQ, K_IFF, K_XOR,
       K_DISTINCT, K_ITE, K_PB_AT_MOST, K_PB_AT_LEAST, K_PB_EQ, K_PB_LE, K_PB_GE, K_COUNT };

typedef struct {
    PyObject_HEAD
    f_id get_id;
    f_to_app to_app;
    f_nargs nargs;
    f_arg arg;
    f_decl decl;
    f_kind kind;
    f_intparam intparam;
    f_ref inc_ref;
    f_ref dec_ref;
    f_declname declname;
    f_symstr symstr;
    int kinds[K_COUNT];
    P ctx;
    long *lit;       /* literal by node id; 0: not seen */
    size_t cap;
    P *kept;
    size_t nkept, capkept;
    long nv;
    PyObject *clauses; /* the Cnf's list of clauses (lists of ints) */
} Walker;

typedef struct { P ast; unsigned id; int expanded; } Frame;

static int emit(Walker *w, const long *lits, Py_ssize_t n) {
    PyObject *c = PyList_New(n);
    if (!c) return -1;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *x = PyLong_FromLong(lits[i]);
        if (!x) { Py_DECREF(c); return -1; }
        PyList_SET_ITEM(c, i, x);
    }
    int r = PyList_Append(w->clauses, c);
    Py_DECREF(c);
    return r;
}

static int emit2(Walker *w, long a, long b) { long c[2] = {a, b}; return emit(w, c, 2); }
static int emit3(Walker *w, long a, long b, long d) { long c[3] = {a, b, d}; return emit(w, c, 3); }

static int grow(Walker *w, unsigned id) {
    if (id < w->cap) return 0;
    size_t cap = w->cap ? w->cap : 1024;
    while (cap <= id) cap *= 2;
    long *lit = realloc(w->lit, cap * sizeof(long));
    if (!lit) { PyErr_NoMemory(); return -1; }
    for (size_t i = w->cap; i < cap; i++) lit[i] = 0;
    w->lit = lit;
    w->cap = cap;
    return 0;
}

static int keep(Walker *w, P a) {
    if (w->nkept == w->capkept) {
        size_t cap = w->capkept ? w->capkept * 2 : 1024;
        P *kept = realloc(w->kept, cap * sizeof(P));
        if (!kept) { PyErr_NoMemory(); return -1; }
        w->kept = kept;
        w->capkept = cap;
    }
    w->inc_ref(w->ctx, a);
    w->kept[w->nkept++] = a;
    return 0;
}

/* out[j] is equivalent to "at least j of xs hold", j = 0..top (Cnf._counter). */
static long *counter(Walker *w, const long *xs, size_t n, long top) {
    size_t m = (size_t)(top > 0 ? top : 0) + 1;
    long *prev = malloc(m * sizeof(long)), *cur = malloc(m * sizeof(long));
    if (!prev || !cur) { free(prev); free(cur); PyErr_NoMemory(); return NULL; }
    prev[0] = 1;
    for (size_t j = 1; j < m; j++) prev[j] = -1;
    for (size_t i = 0; i < n; i++) {
        long x = xs[i];
        cur[0] = 1;
        for (size_t j = 1; j < m; j++) {
            long a = prev[j], b = prev[j - 1];
            if (a == 1 || (x == 1 && b == 1)) {
                cur[j] = 1;
            } else if (a == -1 && (x == -1 || b == -1)) {
                cur[j] = -1;
            } else {
                long v = ++w->nv;
                if (emit2(w, -a, v) || emit3(w, -x, -b, v) || emit3(w, -v, a, x)
                    || emit3(w, -v, a, b)) {
                    free(prev); free(cur); return NULL;
                }
                cur[j] = v;
            }
        }
        long *t = prev; prev = cur; cur = t;
    }
    free(cur);
    return prev;
}

static long ge(const long *at_least, long k, long j) {
    return j <= 0 ? 1 : j <= k + 1 ? at_least[j] : -1;
}

/* Cnf._cardinality; 0 on error. */
static long cardinality(Walker *w, P d, int kind, const long *ch, unsigned n) {
    long k = w->intparam(w->ctx, d, 0);
    long *xs;
    size_t nx = 0;
    int weighted = kind != w->kinds[K_PB_AT_MOST] && kind != w->kinds[K_PB_AT_LEAST];
    if (!weighted) {
        xs = malloc((n ? n : 1) * sizeof(long));
        if (!xs) { PyErr_NoMemory(); return 0; }
        for (unsigned i = 0; i < n; i++) xs[nx++] = ch[i];
    } else {
        size_t total = 0;
        for (unsigned i = 0; i < n; i++) {
            long wt = w->intparam(w->ctx, d, i + 1);
            total += (size_t)labs(wt);
            if (wt < 0) k += -wt;  /* w * x with w < 0 is |w| * (not x) - |w| */
        }
        xs = malloc((total ? total : 1) * sizeof(long));
        if (!xs) { PyErr_NoMemory(); return 0; }
        for (unsigned i = 0; i < n; i++) {
            long wt = w->intparam(w->ctx, d, i + 1);
            for (long r = 0; r < labs(wt); r++) xs[nx++] = wt > 0 ? ch[i] : -ch[i];
        }
    }
    long *at_least = counter(w, xs, nx, k + 1);
    free(xs);
    if (!at_least) return 0;
    long out;
    if (kind == w->kinds[K_PB_AT_MOST] || kind == w->kinds[K_PB_LE]) {
        out = -ge(at_least, k, k + 1);
    } else if (kind == w->kinds[K_PB_AT_LEAST] || kind == w->kinds[K_PB_GE]) {
        out = ge(at_least, k, k);
    } else {
        long v = ++w->nv, a = ge(at_least, k, k), b = -ge(at_least, k, k + 1);
        if (emit2(w, -v, a) || emit2(w, -v, b) || emit3(w, v, -a, -b)) { free(at_least); return 0; }
        out = v;
    }
    free(at_least);
    return out;
}

/* Cnf._node: the literal of one node whose parts have literals `ch`; 0 on error. */
static long node(Walker *w, P app, const long *ch, unsigned n) {
    P d = w->decl(w->ctx, app);
    int kind = w->kind(w->ctx, d);
    const int *K = w->kinds;
    if (kind == K[K_UNINTERPRETED] && n == 0) return ++w->nv;
    if (kind == K[K_TRUE]) return 1;
    if (kind == K[K_FALSE]) return -1;
    if (kind == K[K_NOT]) return -ch[0];
    if (kind == K[K_PB_AT_MOST] || kind == K[K_PB_AT_LEAST] || kind == K[K_PB_EQ]
        || kind == K[K_PB_LE] || kind == K[K_PB_GE])
        return cardinality(w, d, kind, ch, n);
    int and_ = kind == K[K_AND], or_ = kind == K[K_OR];
    int eq = (kind == K[K_EQ] || kind == K[K_IFF]) && n == 2;
    int xor_ = (kind == K[K_XOR] || kind == K[K_DISTINCT]) && n == 2;
    if (!(and_ || or_ || kind == K[K_IMPLIES] || eq || xor_ || kind == K[K_ITE])) {
        PyErr_Format(PyExc_ValueError, "the CNF backend has no encoding for '%s'",
                     w->symstr(w->ctx, w->declname(w->ctx, d)));
        return 0;
    }
    long v = ++w->nv;
    if (and_ || or_) {
        long s = and_ ? 1 : -1;  /* And: -v or x, v or not all; Or: mirrored */
        for (unsigned i = 0; i < n; i++)
            if (emit2(w, -s * v, s * ch[i])) return 0;
        long *last = malloc((n + 1) * sizeof(long));
        if (!last) { PyErr_NoMemory(); return 0; }
        last[0] = s * v;
        for (unsigned i = 0; i < n; i++) last[i + 1] = -s * ch[i];
        int r = emit(w, last, n + 1);
        free(last);
        return r ? 0 : v;
    }
    int r;
    if (kind == K[K_IMPLIES]) {
        long a = ch[0], b = ch[1];
        r = emit3(w, -v, -a, b) || emit2(w, v, a) || emit2(w, v, -b);
    } else if (eq) {
        long a = ch[0], b = ch[1];
        r = emit3(w, -v, -a, b) || emit3(w, -v, a, -b) || emit3(w, v, a, b)
            || emit3(w, v, -a, -b);
    } else if (xor_) {
        long a = ch[0], b = ch[1];
        r = emit3(w, v, -a, b) || emit3(w, v, a, -b) || emit3(w, -v, a, b)
            || emit3(w, -v, -a, -b);
    } else {
        long s = ch[0], t = ch[1], e = ch[2];
        r = emit3(w, -s, -t, v) || emit3(w, -s, t, -v) || emit3(w, s, -e, v)
            || emit3(w, s, e, -v);
    }
    return r ? 0 : v;
}

static long walk(Walker *w, P root) {
    unsigned rid = w->get_id(w->ctx, root);
    if (grow(w, rid)) return 0;
    if (w->lit[rid]) return w->lit[rid];
    size_t cap = 256, top = 0;
    Frame *stack = malloc(cap * sizeof(Frame));
    long *ch = NULL;
    size_t chcap = 0;
    if (!stack) { PyErr_NoMemory(); return 0; }
    stack[top++] = (Frame){root, rid, 0};
    while (top) {
        Frame *f = &stack[top - 1];
        if (w->lit[f->id]) { top--; continue; }
        P a = f->ast;
        unsigned id = f->id;
        P app = w->to_app(w->ctx, a);
        unsigned n = w->nargs(w->ctx, app);
        if (!f->expanded) {
            f->expanded = 1;
            int waiting = 0;
            for (unsigned i = 0; i < n; i++) {
                P b = w->arg(w->ctx, app, i);
                unsigned bid = w->get_id(w->ctx, b);
                if (grow(w, bid)) goto fail;
                if (w->lit[bid]) continue;
                if (top == cap) {
                    cap *= 2;
                    Frame *s = realloc(stack, cap * sizeof(Frame));
                    if (!s) { PyErr_NoMemory(); goto fail; }
                    stack = s;
                }
                stack[top++] = (Frame){b, bid, 0};
                waiting = 1;
            }
            if (waiting) continue;
        }
        top--;
        if (n > chcap) {
            chcap = n * 2;
            long *c = realloc(ch, chcap * sizeof(long));
            if (!c) { PyErr_NoMemory(); goto fail; }
            ch = c;
        }
        for (unsigned i = 0; i < n; i++)
            ch[i] = w->lit[w->get_id(w->ctx, w->arg(w->ctx, app, i))];
        long v = node(w, app, ch, n);
        if (!v || keep(w, a)) goto fail;
        w->lit[id] = v;
    }
    free(stack);
    free(ch);
    return w->lit[rid];
fail:
    free(stack);
    free(ch);
    return 0;
}

static void release(Walker *w) {
    for (size_t i = 0; i < w->nkept; i++) w->dec_ref(w->ctx, w->kept[i]);
    w->nkept = 0;
}

static PyObject *Walker_walk(Walker *w, PyObject *arg) {
    P a = PyLong_AsVoidPtr(arg);
    if (!a && PyErr_Occurred()) return NULL;
    long v = walk(w, a);
    return v ? PyLong_FromLong(v) : NULL;
}

static PyObject *Walker_new_var(Walker *w, PyObject *noargs) {
    return PyLong_FromLong(++w->nv);
}

static PyObject *Walker_release(Walker *w, PyObject *noargs) {
    release(w);
    Py_RETURN_NONE;
}

static PyObject *Walker_get_nv(Walker *w, void *closure) { return PyLong_FromLong(w->nv); }

static int Walker_init(Walker *w, PyObject *args, PyObject *kw) {
    PyObject *fns, *kinds, *ctx, *clauses;
    long nv;
    if (!PyArg_ParseTuple(args, "O!O!OO!l", &PyTuple_Type, &fns, &PyTuple_Type, &kinds, &ctx,
                          &PyList_Type, &clauses, &nv))
        return -1;
    if (PyTuple_GET_SIZE(fns) != 11 || PyTuple_GET_SIZE(kinds) != K_COUNT) {
        PyErr_SetString(PyExc_ValueError, "Walker: 11 function addresses and 17 kinds");
        return -1;
    }
    P f[11];
    for (int i = 0; i < 11; i++) {
        f[i] = PyLong_AsVoidPtr(PyTuple_GET_ITEM(fns, i));
        if (!f[i]) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "Walker: a null address");
            return -1;
        }
    }
    w->get_id = (f_id)f[0];
    w->to_app = (f_to_app)f[1];
    w->nargs = (f_nargs)f[2];
    w->arg = (f_arg)f[3];
    w->decl = (f_decl)f[4];
    w->kind = (f_kind)f[5];
    w->intparam = (f_intparam)f[6];
    w->inc_ref = (f_ref)f[7];
    w->dec_ref = (f_ref)f[8];
    w->declname = (f_declname)f[9];
    w->symstr = (f_symstr)f[10];
    for (int i = 0; i < K_COUNT; i++) {
        w->kinds[i] = (int)PyLong_AsLong(PyTuple_GET_ITEM(kinds, i));
        if (PyErr_Occurred()) return -1;
    }
    w->ctx = PyLong_AsVoidPtr(ctx);
    if (!w->ctx) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "Walker: a null context");
        return -1;
    }
    w->nv = nv;  /* the variables the Cnf made so far */
    Py_INCREF(clauses);
    Py_XSETREF(w->clauses, clauses);
    return 0;
}

static void Walker_dealloc(Walker *w) {
    free(w->lit);
    free(w->kept);  /* the nodes themselves are released by `release` only */
    Py_XDECREF(w->clauses);
    Py_TYPE(w)->tp_free((PyObject *)w);
}

static PyMethodDef Walker_methods[] = {
    {"walk", (PyCFunction)Walker_walk, METH_O,
     "The literal of the node at this address, defining what is new."},
    {"new", (PyCFunction)Walker_new_var, METH_NOARGS, "A fresh variable."},
    {"release", (PyCFunction)Walker_release, METH_NOARGS,
     "Release every node kept alive (their literals are forgotten by Z3 then)."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Walker_getset[] = {
    {"nv", (getter)Walker_get_nv, NULL, "The number of variables.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject WalkerType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "backends._cnfwalk.Walker",
    .tp_basicsize = sizeof(Walker),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Z3 formula nodes to Tseitin clauses (see backends/sat.py).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Walker_init,
    .tp_dealloc = (destructor)Walker_dealloc,
    .tp_methods = Walker_methods,
    .tp_getset = Walker_getset,
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_cnfwalk", NULL, -1, NULL};

PyMODINIT_FUNC PyInit__cnfwalk(void) {
    if (PyType_Ready(&WalkerType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&WalkerType);
    if (PyModule_AddObject(m, "Walker", (PyObject *)&WalkerType) < 0) {
        Py_DECREF(&WalkerType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
